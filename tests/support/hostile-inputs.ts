import fc from 'fast-check';
import { MAX_QUICK_ADD_BUTTONS } from '../../src/shared/domain/quick-add';

const MEGABYTE = 1024 * 1024;
/** Deeper than any parser or validator should recurse into without a guard. */
const DEEP = 5_000;

/** Nesting deeper than JSON.stringify recurses: `toJson` writes it into the request text itself. */
class DeepNesting {
  constructor(
    readonly open: string,
    readonly close: string,
  ) {}

  json() {
    return `${this.open.repeat(DEEP)}"bottom"${this.close.repeat(DEEP)}`;
  }
}

/** `value` as JSON text, as a client would send it (undefined stays unsent), deep nesting included. */
export function toJson(value: unknown): string | undefined {
  const deep: DeepNesting[] = [];
  const json = JSON.stringify(value, (_key, item: unknown) => (item instanceof DeepNesting ? `@@deep-nesting-${deep.push(item) - 1}@@` : item));
  return json?.replace(/"@@deep-nesting-(\d+)@@"/g, (_match, index: string) => deep[Number(index)]!.json());
}

/** One button over the spec's limit of 21, each valid on its own. */
const oneButtonTooMany = Array.from({ length: MAX_QUICK_ADD_BUTTONS + 1 }, (_, i) => ({
  id: `button-${i}`,
  type: 'affirmation',
  label: `Button ${i}`,
  emoji: '✨',
}));

/** Values that have broken input handling somewhere: each family the security review asks for. */
export const boundaryValues = {
  sql: ["'; drop table entries; --", "' or '1'='1", "1); delete from users; --", '$$; select pg_sleep(1); $$'],
  html: ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', '{{constructor.constructor("alert(1)")()}}'],
  control: ['\u0000', 'a\u0000b', '\u0007\u001b[31m', '\r\n\t', '\u202e', '\ud800', '\uffff', '\u200b'],
  unicode: ['Zoë 💙 日本語', '👩‍👩‍👧‍👦'.repeat(20), 'é'.repeat(70), '\u0301'.repeat(100)],
  numbers: [-1, -0, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 1e-308, 11, 22, 101],
  numberLike: ['NaN', 'Infinity', '-Infinity', '1e308', '-0', '0x10', ' 5 ', ''],
  dates: ['2024-02-30T00:00:00Z', '0000-00-00T00:00:00Z', '9999-12-31T23:59:59Z', '1969-12-31T23:59:59Z', '+275760-09-13T00:00:00Z', 'yesterday'],
  cursors: [{ timestamp: '', id: '' }, { timestamp: '2024-01-01T00:00:00Z', id: "'; drop table entries; --" }, { timestamp: 1e308, id: null }],
  enumLike: ['ecstatic', 'admin', 'owner', 'enterprise', 'EDITOR', 'positive ', '__proto__', 'constructor'],
  empties: [null, '', ' ', [], {}, true, false, 0],
  huge: ['x'.repeat(MEGABYTE), 'a'.repeat(200_000), Array.from({ length: 10_000 }, (_, i) => i)],
  deep: [new DeepNesting('[', ']'), new DeepNesting('{"inner":', '}')],
  quickAdd: [oneButtonTooMany],
} as const;

const boundaryValue: fc.Arbitrary<unknown> = fc.constantFrom(...Object.values(boundaryValues).flat());

/** A boundary value, a generated one of any JSON shape, or text from the whole of Unicode. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: boundaryValue },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3, withDate: true, withNullPrototype: true }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
  { weight: 1, arbitrary: fc.double() },
);

/** How a valid input is spoiled; `pick` chooses among the input's fields once the input is known. */
export type InputMutation =
  | { kind: 'replace a field'; pick: number; value: unknown }
  | { kind: 'drop a field'; pick: number }
  | { kind: 'add a field'; pick: number; key: string; value: unknown }
  | { kind: 'replace the input'; value: unknown };

const pick = fc.nat({ max: 50 });
export const inputMutation: fc.Arbitrary<InputMutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace a field' as const), pick, value: hostileValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop a field' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('add a field' as const),
      pick,
      key: fc.oneof(fc.constantFrom('profileId', 'userId', 'plan', 'isAdmin', '__proto__', 'constructor', 'id'), fc.string()),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace the input' as const), value: hostileValue }) },
);

/** What every string field of every input meets, one at a time: NUL, lone surrogates, names of the prototype, a very long text. */
export const hostileStrings = ['\u0000', 'a\u0000b', '\ud800', 'a\udc00', '__proto__', 'constructor', 'x'.repeat(100_000)];
/** Keys that reach an object's prototype when code copies fields carelessly; added to every object of every input. */
export const prototypeKeys = ['__proto__', 'constructor', 'prototype'];

type Path = (string | number)[];
type Container = Record<string | number, unknown>;
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Every field of `value` at any depth (array items included), as paths from the root. */
function fieldPaths(value: unknown, path: Path = []): Path[] {
  if (!isContainer(value)) return [];
  return Object.keys(value).flatMap((key) => {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    return [at, ...fieldPaths(value[key], at)];
  });
}

const valueAt = (root: unknown, path: Path) => path.reduce<unknown>((node, key) => (node as Container)[key], root);

const objectPaths = (value: unknown): Path[] =>
  [[], ...fieldPaths(value)].filter((path) => {
    const target = valueAt(value, path);
    return isContainer(target) && !Array.isArray(target);
  });

const parentOf = (root: unknown, path: Path) => valueAt(root, path.slice(0, -1)) as Container;

/** Where `value` holds text, as paths from the root. */
export const stringPaths = (value: unknown): Path[] => fieldPaths(value).filter((path) => typeof valueAt(value, path) === 'string');

/**
 * The mutations that try each string field of `input` with each hostile string, and a
 * prototype-named key (holding a NUL) in each of its objects: the `pick`s count as `applyMutation`
 * counts, so they spoil any input of the same shape.
 */
export function everyStringFieldMutations(input: unknown): InputMutation[] {
  const strings = fieldPaths(input).flatMap((path, pick) => (typeof valueAt(input, path) === 'string' ? [pick] : []));
  return [
    ...strings.flatMap((pick) => hostileStrings.map((value) => ({ kind: 'replace a field' as const, pick, value }))),
    ...objectPaths(input).flatMap((_, pick) => prototypeKeys.map((key) => ({ kind: 'add a field' as const, pick, key, value: { text: 'a\u0000b' } }))),
  ];
}

/** `base` spoiled by `mutation`, on a copy; an input without fields is replaced whole. */
export function applyMutation(base: unknown, mutation: InputMutation): unknown {
  const input: unknown = base === undefined ? undefined : structuredClone(base);
  if (mutation.kind === 'replace the input') return mutation.value;
  if (mutation.kind === 'add a field') {
    const targets = objectPaths(input);
    if (targets.length === 0) return { [mutation.key]: mutation.value };
    const target = targets[mutation.pick % targets.length]!;
    const object = valueAt(input, target) as Container;
    Object.defineProperty(object, mutation.key, { value: mutation.value, enumerable: true, configurable: true, writable: true });
    return input;
  }
  const paths = fieldPaths(input);
  if (paths.length === 0) return mutation.kind === 'replace a field' ? mutation.value : input;
  const path = paths[mutation.pick % paths.length]!;
  const parent = parentOf(input, path);
  const key = path[path.length - 1]!;
  if (mutation.kind === 'replace a field') parent[key] = mutation.value;
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return input;
}

/**
 * The mutations every procedure meets whatever the seed draws: each family's first value in place
 * of a field, the n-th family in the n-th field (counting round), so every field of an input with
 * up to 13 fields meets one; and the input replaced whole by the values that strain a parser most.
 */
export const mustTryMutations: InputMutation[] = [
  ...Object.values(boundaryValues).map((family, index) => ({ kind: 'replace a field' as const, pick: index, value: family[0] })),
  ...[...boundaryValues.deep, boundaryValues.huge[0], boundaryValues.sql[0], null].map((value) => ({ kind: 'replace the input' as const, value })),
];
