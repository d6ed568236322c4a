/** A count with its noun, '1 review' or '3 reviews' (`many` where adding an s is wrong). Browser-safe. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
