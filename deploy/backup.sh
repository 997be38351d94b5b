#!/bin/sh
# Daily PostgreSQL backups for the compose setup (the `backup` service runs this on the postgres image,
# so pg_dump is the server's own version). Custom-format dumps (pg_restore reads them), one a day,
# kept BACKUP_KEEP_DAYS days; older ones are deleted. The database comes from libpq's variables:
# PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE.
#
#   backup.sh          run for ever: a dump at start when none was made since the last BACKUP_AT,
#                      then one every day at BACKUP_AT (UTC)
#   backup.sh now      one dump now, then delete the old ones (before an upgrade, or to test)
#   backup.sh check    exit 0 when a dump younger than 26 hours exists (the healthcheck)
#
# Restore with restore.sh beside this file (see deploy/README-deploy.md, "Backup and restore").
set -eu

BACKUP_DIR=${BACKUP_DIR:-/backups}
BACKUP_KEEP_DAYS=${BACKUP_KEEP_DAYS:-14}
BACKUP_AT=${BACKUP_AT:-03:00}
: "${PGDATABASE:?PGDATABASE names the database to back up}"
case "$BACKUP_KEEP_DAYS" in '' | *[!0-9]* | 0)
  echo "backup: BACKUP_KEEP_DAYS must be a whole number of days (1 or more), not '$BACKUP_KEEP_DAYS'" >&2
  exit 2
  ;;
esac

log() {
  echo "backup: $*" >&2
}

# The newest dump, or nothing.
newest_dump() {
  ls -1t "$BACKUP_DIR"/*.dump 2>/dev/null | head -n 1
}

# One dump, written under a temporary name and renamed when complete, so a crash never leaves a
# truncated file that looks like a backup; then every dump older than BACKUP_KEEP_DAYS days goes.
# (Each step checks its own status: `set -e` does not apply inside a function called with `||`.)
backup_now() {
  # The dumps hold customers' personal data: readable by their owner only.
  umask 077
  mkdir -p "$BACKUP_DIR"
  rm -f "$BACKUP_DIR"/*.dump.partial
  file="$BACKUP_DIR/$PGDATABASE-$(date -u +%Y%m%dT%H%M%SZ).dump"
  if ! pg_dump --format=custom --file="$file.partial"; then
    rm -f "$file.partial"
    return 1
  fi
  mv "$file.partial" "$file" || return 1
  log "wrote $file ($(du -k "$file" | cut -f1) KiB)"
  # -mtime +N: modified N+1 or more whole days ago; so +13 deletes the dumps 14 days old or older.
  find "$BACKUP_DIR" -maxdepth 1 -type f -name '*.dump' -mtime "+$((BACKUP_KEEP_DAYS - 1))" \
    -print -delete | sed 's/^/backup: deleted /' >&2
}

# The most recent BACKUP_AT (today's, or yesterday's when today's is still to come), in epoch seconds.
last_slot() {
  slot=$(date -u -d "today $BACKUP_AT" +%s)
  if [ "$slot" -gt "$(date -u +%s)" ]; then slot=$((slot - 86400)); fi
  echo "$slot"
}

due() {
  latest=$(newest_dump)
  [ -z "$latest" ] || [ "$(stat -c %Y "$latest")" -lt "$(last_slot)" ]
}

case "${1:-daily}" in
  now)
    backup_now
    ;;
  check)
    [ -n "$(find "$BACKUP_DIR" -maxdepth 1 -type f -name '*.dump' -mmin -1560 2>/dev/null)" ]
    ;;
  daily)
    log "daily at $BACKUP_AT UTC into $BACKUP_DIR, keeping $BACKUP_KEEP_DAYS days"
    # As PID 1 the shell would ignore `docker compose stop`; the sleep runs in the background so the
    # trap fires at once.
    trap 'exit 0' TERM INT
    while :; do
      if due; then
        backup_now || log "pg_dump failed; next try in 10 minutes"
      fi
      sleep 600 &
      wait $!
    done
    ;;
  *)
    echo "usage: backup.sh [daily | now | check]" >&2
    exit 2
    ;;
esac
