const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A string shaped like a UUID: anything else can name no row, and is never sent to the database. */
export const isUuid = (s: string) => UUID.test(s);
