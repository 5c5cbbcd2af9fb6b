/** The largest id a row can have (PostgreSQL `integer`): anything above cannot name a row. */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether a number can be a row's id: a whole number from 1 to MAX_ROW_ID. Free of zod, for small page scripts. */
export const isRowId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;
