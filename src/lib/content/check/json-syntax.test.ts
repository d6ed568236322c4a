import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from './json-syntax.ts';

describe('jsonSyntaxError', () => {
  it('finds nothing wrong with any JSON, as JSON.parse reads it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2), (value, indent) => {
        expect(jsonSyntaxError(JSON.stringify(value, null, indent) ?? 'null')).toBeUndefined();
      }),
    );
  });

  it('names the line and column of the mistakes editors make', () => {
    expect(jsonSyntaxError('[\n  { "id": 1 },\n]\n')).toEqual({ line: 3, column: 1, message: 'unexpected "]"' });
    expect(jsonSyntaxError('[\n  { "id": 1 }\n  { "id": 2 }\n]')).toEqual({
      line: 3,
      column: 3,
      message: 'unexpected "{"',
    });
    expect(jsonSyntaxError('{\n  "title": "Open\n}')).toEqual({ line: 2, column: 17, message: 'unexpected "\\n"' });
    expect(jsonSyntaxError('[\n  { "id": 1 }\n')).toEqual({ line: 3, column: 1, message: 'the file ends too early' });
    expect(jsonSyntaxError("{ 'id': 1 }")).toEqual({ line: 1, column: 3, message: 'unexpected "\'"' });
  });

  it('agrees with JSON.parse on which texts are JSON', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('[', ']', '{', '}', ',', ':', '"', '1', 'a', ' ', '\n') }),
        (text) => {
          let parses = true;
          try {
            JSON.parse(text);
          } catch {
            parses = false;
          }
          expect(jsonSyntaxError(text) === undefined).toBe(parses);
        },
      ),
    );
  });
});
