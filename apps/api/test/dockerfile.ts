/**
 * A small reader of the repository's Dockerfile, for tests that check it or carry out its steps without
 * Docker: its instructions by stage, and the parts of the runtime stage a test needs.
 */

export interface DockerInstruction {
  /** FROM, RUN, COPY, ... in capitals. */
  keyword: string;
  /** The rest of the instruction, continuation lines joined. */
  args: string;
  /** The stage's name (`AS name`), or its index as a string. */
  stage: string;
}

/** The instructions in order: comment lines (also inside a continuation) dropped, `\` lines joined. */
export function dockerInstructions(text: string): DockerInstruction[] {
  const logical: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    current += line;
    if (current.trim()) logical.push(current.trim());
    current = '';
  }
  let stage = '';
  let stages = 0;
  return logical.map((line) => {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      stage = /\sAS\s+(\S+)/i.exec(` ${args}`)?.[1] ?? String(stages);
      stages += 1;
    }
    return { keyword: keyword.toUpperCase(), args, stage };
  });
}

/** The words of an instruction: its JSON array form, or its arguments split at white space. */
export function instructionWords(args: string): string[] {
  if (args.startsWith('[')) return JSON.parse(args) as string[];
  return args.split(/\s+/).filter(Boolean);
}

/** The last CMD of the Dockerfile (the one that counts), as one string. */
export function dockerCmd(text: string): string {
  const cmd = dockerInstructions(text)
    .filter((i) => i.keyword === 'CMD')
    .at(-1);
  return cmd ? instructionWords(cmd.args).join(' ') : '';
}

/** A COPY of the runtime stage from an earlier stage. */
export interface StageCopy {
  from: string;
  sources: string[];
  /** As written: relative to the stage's WORKDIR unless absolute. */
  destination: string;
}

/** What a test needs to lay out and start the image the Dockerfile's last stage makes. */
export interface RuntimeStage {
  name: string;
  workdir: string;
  env: Record<string, string>;
  copies: StageCopy[];
  cmd: string[];
  user: string | undefined;
}

/** The last WORKDIR of a stage (`/` without one). */
export function stageWorkdir(instructions: DockerInstruction[], stage: string): string {
  return (
    instructions
      .filter((i) => i.stage === stage && i.keyword === 'WORKDIR')
      .at(-1)
      ?.args.trim() ?? '/'
  );
}

/** The Dockerfile's last stage: its WORKDIR, ENV, COPY --from lines, USER and CMD. */
export function runtimeStage(text: string): RuntimeStage {
  const instructions = dockerInstructions(text);
  const name = instructions.at(-1)?.stage ?? '';
  const own = instructions.filter((i) => i.stage === name);
  const env: Record<string, string> = {};
  for (const i of own.filter((x) => x.keyword === 'ENV')) {
    for (const pair of instructionWords(i.args)) {
      const eq = pair.indexOf('=');
      if (eq > 0) env[pair.slice(0, eq)] = pair.slice(eq + 1).replace(/^"(.*)"$/, '$1');
    }
  }
  const copies: StageCopy[] = [];
  for (const i of own.filter((x) => x.keyword === 'COPY')) {
    const words = instructionWords(i.args);
    const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
    const paths = words.filter((w) => !w.startsWith('--'));
    if (!from || paths.length < 2) continue;
    copies.push({ from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' });
  }
  const cmd = own.filter((i) => i.keyword === 'CMD').at(-1);
  return {
    name,
    workdir: stageWorkdir(instructions, name),
    env,
    copies,
    cmd: cmd ? instructionWords(cmd.args) : [],
    user: own
      .filter((i) => i.keyword === 'USER')
      .at(-1)
      ?.args.trim(),
  };
}

/** The `pnpm ... deploy ... <dir>` command of a stage's RUN lines: its arguments and its output directory. */
export function deployCommand(text: string, stage: string): { args: string[]; outDir: string } | undefined {
  for (const i of dockerInstructions(text)) {
    if (i.stage !== stage || i.keyword !== 'RUN') continue;
    for (const part of i.args.split(/&&|;/)) {
      const words = part.trim().split(/\s+/);
      if (words[0] === 'pnpm' && words.includes('deploy')) {
        return { args: words.slice(1, -1), outDir: words.at(-1) ?? '' };
      }
    }
  }
  return undefined;
}
