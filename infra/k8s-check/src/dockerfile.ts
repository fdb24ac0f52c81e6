import { DockerfileParser, ModifiableInstruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { readRepoFile } from './repo.js';

export interface Instruction {
  keyword: string;
  /** The instruction's arguments after the keyword and its flags, as written. */
  text: string;
  /** Its flags: `COPY --from=build` has `{ from: 'build' }`. */
  flags: Record<string, string>;
}

export interface Stage {
  name: string;
  /** The base image or stage, resolved with the global ARG defaults and the given build args. */
  base: string;
  instructions: Instruction[];
}

export interface ParsedDockerfile {
  stages: Stage[];
  /** Problems found by dockerfile-utils (the VS Code Docker linter): syntax and instruction errors. */
  problems: string[];
  stage(name: string): Stage;
  /** The stage a plain `docker build` produces, following `FROM <stage>` back to an image. */
  final: Stage;
  /** The image a stage finally rests on. */
  imageOf(stage: Stage): string;
}

function substitute(text: string, values: Record<string, string>): string {
  return text.replace(
    /\$\{(\w+)\}|\$(\w+)/g,
    (whole, braced?: string, bare?: string) => values[braced ?? bare ?? ''] ?? whole,
  );
}

export function parseDockerfile(
  path: string,
  buildArgs: Record<string, string> = {},
): ParsedDockerfile {
  const text = readRepoFile(path);
  const dockerfile = DockerfileParser.parse(text);
  const firstFrom = dockerfile.getFROMs()[0]?.getRange().start.line ?? 0;
  const globals: Record<string, string> = {};
  for (const arg of dockerfile.getARGs().filter((a) => a.getRange().start.line < firstFrom)) {
    const property = arg.getProperty();
    if (property) globals[property.getName()] = property.getValue() ?? '';
  }
  const values = { ...globals, ...buildArgs };
  const stages: Stage[] = dockerfile.getFROMs().map((from, index, froms) => {
    const start = from.getRange().start.line;
    const end = froms[index + 1]?.getRange().start.line ?? Number.POSITIVE_INFINITY;
    return {
      name: from.getBuildStage() ?? String(index),
      base:
        substitute(from.getImageName() ?? '', values) +
        (from.getImageTag() ? `:${from.getImageTag()}` : ''),
      instructions: dockerfile
        .getInstructions()
        .filter((i) => i.getRange().start.line > start && i.getRange().start.line < end)
        .map((i) => ({
          keyword: i.getKeyword(),
          text: i.getArgumentsContent() ?? '',
          flags: Object.fromEntries(
            i instanceof ModifiableInstruction
              ? i.getFlags().map((f) => [f.getName(), f.getValue() ?? ''])
              : [],
          ),
        })),
    };
  });
  const stage = (name: string) => {
    const found = stages.find((s) => s.name === name);
    if (!found) throw new Error(`no stage ${name} in ${path}`);
    return found;
  };
  const imageOf = (start: Stage): string => {
    const parent = stages.find((s) => s.name === start.base);
    return parent ? imageOf(parent) : start.base;
  };
  const last = stages.at(-1);
  if (!last) throw new Error(`${path} has no FROM`);
  return {
    stages,
    problems: validate(text).map((d) => `${path}:${d.range.start.line + 1} ${d.message}`),
    stage,
    final: last,
    imageOf,
  };
}

/** `COPY --from=<stage> <sources...> <destination>` of a stage. */
export function copiesFrom(stage: Stage): { from: string; sources: string[] }[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY' && i.flags.from !== undefined)
    .map((i) => ({ from: i.flags.from ?? '', sources: i.text.split(/\s+/).slice(0, -1) }));
}
