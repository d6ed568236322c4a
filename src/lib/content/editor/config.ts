/**
 * The content editor's configuration (/admin/config.yml, Sveltia CMS), made from the content schemas at every build:
 * which collections editors see, where their pictures go, and each collection's form (fields.ts). The application
 * form and the review rubric are the API's, not the site's, and stay out.
 */
import { BLOG, DATA_COLLECTIONS } from '../collections.ts';
import { resolveSchema } from '../check/schema-issues.ts';
import { fieldsOf, listItems, type EditorField, type FormContext, type MediaFolders } from './fields.ts';

/** Pictures of a collection: uploaded to content/images/<folder>, written relative to the file naming them. */
const media = (folder: string, from: './' | '../'): MediaFolders => ({
  media_folder: `/content/images/${folder}`,
  public_folder: `${from}images/${folder}`,
});

/** A data collection the editor shows: its name in collections.ts, its label, and its pictures' folder. */
interface DataEntry {
  source: Exclude<keyof typeof DATA_COLLECTIONS, 'privacy'>;
  label: string;
  /** The label of one entry ('Speaker'). */
  singular: string;
  media?: MediaFolders;
}

/** The collections editors see besides the blog, in the order the editor lists them. */
const EDITOR_DATA_COLLECTIONS: readonly DataEntry[] = [
  { source: 'speakers', label: 'Speakers', singular: 'Speaker', media: media('speakers', './') },
  { source: 'schedule', label: 'Schedule', singular: 'Schedule day', media: media('schedule', './') },
  { source: 'faqs', label: 'FAQs', singular: 'FAQ', media: undefined },
  { source: 'gallery', label: 'Gallery', singular: 'Picture', media: media('gallery', './') },
  { source: 'tickets', label: 'Tickets', singular: 'Ticket plan', media: undefined },
  { source: 'site', label: 'Site settings', singular: 'Site settings', media: media('misc', './') },
];

/** The blog's collection name in the editor. */
const POSTS = 'posts';

/** Where relations point: a session's speaker is picked from the speakers' list. */
const RELATIONS: FormContext['relations'] = {
  speakers: { collection: 'speakers', file: 'speakers', list: 'speakers', display: 'name' },
};

/** Where the editor saves: a GitHub repository and branch; `authUrl` is the OAuth client's address, if any. */
export interface EditorBackend {
  repo: string;
  branch: string;
  authUrl?: string;
  siteUrl: string;
}

export interface EditorCollection {
  name: string;
  label: string;
  label_singular: string;
  [option: string]: unknown;
}

/** The blog: one MDX file per post, its frontmatter the schema's fields and its body Markdown. */
function postsCollection(): EditorCollection {
  const context = { collection: POSTS, relations: RELATIONS };
  return {
    name: POSTS,
    label: 'Blog posts',
    label_singular: 'Post',
    folder: BLOG.folder,
    extension: 'mdx',
    format: 'frontmatter',
    create: true,
    // Posts are numbered files (19-my-title.mdx), as content/README.md asks.
    slug: '{{fields.id}}-{{slug}}',
    identifier_field: 'title',
    sortable_fields: ['date', 'title', 'id'],
    ...media('blog', '../'),
    fields: [
      ...fieldsOf(resolveSchema(BLOG.schema), context),
      { name: 'body', label: 'Body', widget: 'markdown' } satisfies EditorField,
    ],
  };
}

/** A JSON file: a top-level list of entries (each with the schema's fields), or one object (site settings). */
function dataCollection(entry: DataEntry): EditorCollection {
  const { file, single, schema } = DATA_COLLECTIONS[entry.source];
  const context = { collection: entry.source, relations: RELATIONS };
  const resolved = resolveSchema(schema);
  const fields: EditorField[] = single
    ? fieldsOf(resolved, context)
    : [
        {
          name: entry.source,
          label: entry.label,
          label_singular: entry.singular,
          widget: 'list',
          // The file is the list itself: [ {...}, {...} ], as every content file is, and never empty.
          root: true,
          min: 1,
          ...listItems(resolved, entry.source, context),
        },
      ];
  return {
    name: entry.source,
    label: entry.label,
    label_singular: entry.singular,
    ...entry.media,
    files: [{ name: entry.source, label: entry.label, file, format: 'json', fields }],
  };
}

/** The schema of each collection the editor shows, by its name there: what drift.ts holds the config to. */
export const editorSchemas = () =>
  Object.fromEntries([
    [POSTS, resolveSchema(BLOG.schema)],
    ...EDITOR_DATA_COLLECTIONS.map(({ source }) => [source, resolveSchema(DATA_COLLECTIONS[source].schema)]),
  ]) as Record<string, ReturnType<typeof resolveSchema>>;

/** Every collection the editor shows: the blog, then the data files. */
export const editorCollections = (): EditorCollection[] => [
  postsCollection(),
  ...EDITOR_DATA_COLLECTIONS.map(dataCollection),
];

/** The whole config.yml: the GitHub backend with the editorial workflow (each save a branch and a pull request). */
export function editorConfig(backend: EditorBackend) {
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl && { base_url: backend.authUrl }),
    },
    publish_mode: 'editorial_workflow',
    site_url: backend.siteUrl,
    // Every collection with pictures names its own folders; these only hold what a collection without any uploads.
    media_folder: 'content/images',
    public_folder: '/content/images',
    collections: editorCollections(),
  };
}
