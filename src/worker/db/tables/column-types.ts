import type { ColumnType, JSONColumnType } from 'kysely';

// The column types the tables share: how each is read and written.

/** A timestamptz column: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** jsonb: read as a value, written as its JSON text. */
export type Json<T extends object> = JSONColumnType<T, string | undefined, string>;
export type NullableJson<T extends object> = ColumnType<T | null, string | null | undefined, string | null>;
