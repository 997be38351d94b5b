#!/bin/sh
# Restores a dump made by backup.sh (pg_dump's custom format) into a new, empty database named
# PGDATABASE (or the second argument), on the server libpq's variables name (PGHOST, PGUSER, ...).
# It refuses a database that exists already: move the old one aside first (see
# deploy/README-deploy.md, "Backup and restore"), so a restore never mixes two states.
#
#   restore.sh /backups/taxi-20261127T030000Z.dump [database]
set -eu

dump=${1:?usage: restore.sh DUMP_FILE [DATABASE]}
target=${2:-${PGDATABASE:?PGDATABASE or the second argument names the database to restore into}}
[ -r "$dump" ] || { echo "restore: cannot read $dump" >&2; exit 1; }

# Checks the file before anything is created: pg_restore lists a custom-format archive's contents.
pg_restore --list "$dump" >/dev/null

# (psql quotes the name itself: variables are interpolated in what it reads, not in --command.)
exists=$(echo "select 1 from pg_database where datname = :'name'" |
  psql --dbname=postgres --no-psqlrc --tuples-only --no-align --set=ON_ERROR_STOP=1 --set=name="$target")
if [ -n "$exists" ]; then
  echo "restore: database \"$target\" exists; rename or drop it first, then run this again" >&2
  exit 1
fi

createdb --maintenance-db=postgres "$target"
# --no-owner: the objects belong to the user who restores (the dump's owner may not exist here).
# --exit-on-error: a partial restore stops with an error instead of looking complete.
pg_restore --dbname="$target" --no-owner --exit-on-error "$dump"
echo "restore: $dump restored into database \"$target\"" >&2
