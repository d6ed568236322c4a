/**
 * Where a JSON text first breaks the grammar. JSON.parse names no position for some mistakes (a trailing comma:
 * `Unexpected token ']', "..." is not valid JSON`), and an editor needs the line and column.
 */

/** The first syntax error of `text` as a line and column from 1 and what is there, or undefined when it is JSON. */
export function jsonSyntaxError(text: string): { line: number; column: number; message: string } | undefined {
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const expect = (char: string) => {
    space();
    if (text[i] !== char) fail();
    i++;
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail();
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) fail();
    i++;
  };
  /** The items of an object or a list up to `close`, each read by `item`, separated by commas. */
  const items = (close: string, item: () => void) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      space();
      if (text[i] === close) return void i++;
      expect(',');
    }
  };
  const value = (): void => {
    space();
    if (text[i] === '{') {
      return items('}', () => {
        space();
        if (text[i] !== '"') fail();
        string();
        expect(':');
        value();
      });
    }
    if (text[i] === '[') return items(']', value);
    if (text[i] === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i));
    if (!literal) fail();
    i += literal![0].length;
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return undefined;
  } catch (at) {
    if (typeof at !== 'number') throw at;
    const before = text.slice(0, at);
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    const message = at >= text.length ? 'the file ends too early' : `unexpected ${JSON.stringify(text[at])}`;
    return { line, column, message };
  }
}
