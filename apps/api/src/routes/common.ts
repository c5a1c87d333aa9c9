import { ErrorSchema } from '@cosems/contracts';
import { Type } from 'typebox';

/** Ids are PostgreSQL integers: a larger number is well-formed but cannot exist (404, not 400). */
export const MAX_ID = 2147483647;
export const Id = Type.Integer({ minimum: 1, description: 'Identificador (inteiro positivo)' });
/** The highest page number a list or search accepts (400 beyond it). */
export const MAX_PAGE = 1_000_000;
export const Page = Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Página, a partir de 1' });
export const IdParams = Type.Object({ id: Id });
export const PageParams = Type.Object({ page: Page });

export const errors = { 400: ErrorSchema, 404: ErrorSchema, 503: ErrorSchema, 500: ErrorSchema };
export const notFoundOnly = { 404: ErrorSchema, 503: ErrorSchema, 500: ErrorSchema };
