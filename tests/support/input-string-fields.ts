import * as z from 'zod';
import { stringPaths } from './hostile-inputs';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; additionalProperties?: JsonSchema | boolean } & Partial<
  Record<'anyOf' | 'oneOf' | 'allOf', JsonSchema[]>
>;

const holdsText = ({ type }: JsonSchema) => type === 'string' || (Array.isArray(type) && type.includes('string'));

function textFieldsOf(schema: JsonSchema, at: string): string[] {
  const own = holdsText(schema) && at !== '' ? [at] : [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).map(([key, value]) => textFieldsOf(value, at ? `${at}.${key}` : key)),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map((branch) => textFieldsOf(branch, at)),
    schema.items ? textFieldsOf(schema.items, `${at}[]`) : [],
    typeof schema.additionalProperties === 'object' ? textFieldsOf(schema.additionalProperties, `${at}{}`) : [],
  ];
  return [...own, ...nested.flat()];
}

/** Every field a procedure's input schemas accept text in ('entry.notes', 'buttons[].id'), whatever branch of a union. */
export function schemaTextFields(inputs: readonly unknown[]): Set<string> {
  const schemas = inputs.map((input) => z.toJSONSchema(input as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  return new Set(schemas.flatMap((schema) => textFieldsOf(schema, '')));
}

/** The fields an input holds text in, named as `schemaTextFields` names them. */
export const inputTextFields = (input: unknown): string[] =>
  stringPaths(input).map((path) => path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[]` : name ? `${name}.${key}` : key), ''));
