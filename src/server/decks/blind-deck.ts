import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';

/**
 * What a reviewer's deck keeps of the document catalogue: the pages, the layers (so a hidden layer stays hidden; their
 * names are replaced, see `renameLayers`), the language and how the pages are laid out. Everything else goes: the
 * outline (bookmarks), named destinations and the name trees (embedded files, JavaScript), the form (AcroForm), the
 * actions run on opening (OpenAction, AA), private data (PieceInfo), XMP (Metadata), associated files (AF), article
 * threads, page labels, and the structure tree, whose alternative texts and titles can name people (a tagged deck
 * reaches reviewers untagged).
 */
const CATALOG_KEPT = ['Type', 'Pages', 'OCProperties', 'Lang', 'Version', 'PageLayout'];
/**
 * What a page keeps: what draws it. Its annotations go, every kind (comments with their authors and popups, links
 * whose address may name the team, file attachments, form widgets, stamps), and so do its private data, XMP,
 * associated files, actions, thumbnail (an image of an earlier version of the page), article beads and structure keys.
 */
const PAGE_KEPT = [
  'Type',
  'Parent',
  'Resources',
  'MediaBox',
  'CropBox',
  'BleedBox',
  'TrimBox',
  'ArtBox',
  'Contents',
  'Rotate',
  'Group',
  'UserUnit',
];
/** What a node of the page tree above the pages keeps: the tree and what its pages inherit. */
const PAGE_TREE_KEPT = ['Type', 'Parent', 'Kids', 'Count', 'Resources', 'MediaBox', 'CropBox', 'Rotate'];
/**
 * Keys dropped from every dictionary that remains (a form XObject, an image, a resource, a layer): XMP, private data,
 * associated files, actions, the links of OPI and reference XObjects to other files, and pdfTeX's copies of an
 * included PDF's file name and Info dictionary (`PTEX.FileName`, `PTEX.InfoDict`: a LaTeX deck's figures keep their
 * authors there).
 */
const DROPPED_EVERYWHERE = new Set(['Metadata', 'PieceInfo', 'AF', 'AA', 'OPI', 'Ref']);
const droppedEverywhere = (key: string) => DROPPED_EVERYWHERE.has(key) || key.startsWith('PTEX.');
/** What a layer (optional content group) keeps: its kind. Its name, which the reader's layer panel shows, is replaced. */
const LAYER_KEPT = ['Type', 'Intent'];
/**
 * What a layer configuration keeps: which layers show. Its name, creator, the panel's order (whose labels are free
 * text) and usage go.
 */
const LAYER_CONFIG_KEPT = ['BaseState', 'ON', 'OFF', 'Intent', 'RBGroups', 'Locked'];

/**
 * A deck as reviewers receive it: only its pages' content. The document Info dictionary goes with everything the
 * catalogue and pages do not keep (above), and only what remains reachable is written, so an earlier revision of an
 * incrementally saved file, an embedded file's bytes or an annotation's text cannot ride along unreferenced. The
 * pages' content streams are untouched. Throws when pdf-lib cannot read the file (see `deckForReviewers`).
 */
async function pagesOnly(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  const { context, catalog } = doc;
  context.trailerInfo.Info = undefined;
  keepOnly(catalog, CATALOG_KEPT);
  renameLayers(context, catalog);
  stripPageTree(context, catalog.get(PDFName.of('Pages')));
  const kept = reachable(context, [context.trailerInfo.Root, context.trailerInfo.Encrypt]);
  for (const [ref] of context.enumerateIndirectObjects()) if (!kept.has(ref.tag)) context.delete(ref);
  return (await doc.save({
    useObjectStreams: false,
    addDefaultPage: false,
    updateFieldAppearances: false,
  })) as Uint8Array<ArrayBuffer>;
}

/**
 * A deck for reviewers (see `pagesOnly`), or undefined when it cannot be prepared: the caller then refuses it rather
 * than leak a name. A file pdf-lib cannot read is passed on as it is only when it holds no PDF object at all (so
 * nothing a reader could show); any object could be an annotation or an embedded file, perhaps inside a compressed
 * stream no byte search would see into.
 */
export async function deckForReviewers(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    return await pagesOnly(bytes);
  } catch {
    return /\d+\s+\d+\s+obj\b/.test(Buffer.from(bytes).toString('latin1')) ? undefined : bytes;
  }
}

/** Removes from `dict` every key but `kept`. */
function keepOnly(dict: PDFDict, kept: readonly string[]): void {
  for (const key of dict.keys()) if (!kept.includes(key.decodeText())) dict.delete(key);
}

/**
 * Keeps the layers (optional content) a deck's pages use, so what the author hid stays hidden, under neutral names
 * ("Layer 1"…): a layer's name is free text the reader shows, and may name its author.
 */
function renameLayers(context: PDFContext, catalog: PDFDict): void {
  const properties = catalog.lookup(PDFName.of('OCProperties'));
  if (!(properties instanceof PDFDict)) return;
  const groups = properties.lookup(PDFName.of('OCGs'));
  (groups instanceof PDFArray ? groups.asArray() : []).forEach((ref, i) => {
    const group = context.lookup(ref);
    if (!(group instanceof PDFDict)) return;
    keepOnly(group, LAYER_KEPT);
    group.set(PDFName.of('Name'), PDFString.of(`Layer ${i + 1}`));
  });
  const configs = properties.lookup(PDFName.of('Configs'));
  for (const config of [properties.get(PDFName.of('D')), ...(configs instanceof PDFArray ? configs.asArray() : [])]) {
    const dict = config && context.lookup(config);
    if (dict instanceof PDFDict) keepOnly(dict, LAYER_CONFIG_KEPT);
  }
  keepOnly(properties, ['OCGs', 'D', 'Configs']);
}

/**
 * Reduces each node of the page tree from `root` to what draws the pages. Walked by hand rather than through pdf-lib's
 * page list, which throws on a malformed tree: a cycle or an odd node is skipped, never followed twice.
 */
function stripPageTree(context: PDFContext, root: PDFObject | undefined): void {
  const seen = new Set<PDFDict>();
  const stack = root ? [root] : [];
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    const node = context.lookup(object);
    if (!(node instanceof PDFDict) || seen.has(node)) continue;
    seen.add(node);
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) {
      keepOnly(node, PAGE_TREE_KEPT);
      stack.push(...kids.asArray());
    } else keepOnly(node, PAGE_KEPT);
  }
}

/**
 * The tags of every indirect object `roots` lead to, through dictionaries, arrays and streams; on the way, each
 * dictionary loses the keys dropped everywhere, so what they pointed at is no longer reached.
 */
function reachable(context: PDFContext, roots: (PDFObject | undefined)[]): Set<string> {
  const seen = new Set<string>();
  const stack = roots.filter((root): root is PDFObject => root !== undefined);
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFRef) {
      if (seen.has(object.tag)) continue;
      seen.add(object.tag);
      const target = context.lookup(object);
      if (target) stack.push(target);
    } else if (object instanceof PDFDict) {
      for (const key of object.keys()) if (droppedEverywhere(key.decodeText())) object.delete(key);
      stack.push(...object.values());
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    }
  }
  return seen;
}
