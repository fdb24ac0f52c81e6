import Type from 'typebox';

/** The answer of a call that succeeds with nothing to say (`204 No Content`). */
export const NoContent = Type.Null({ description: 'No content' });
