/**
 * The workspace's calls for tags and saved views: the tags of one application, tags changed on many applications, and
 * the organiser's own saved views.
 * Types only from the zod schemas, so no validation code ships.
 */
import type { SavedView } from '../shared/saved-view-schemas.ts';
import type { BulkTagsRequest, Tag, TagsResponse } from '../shared/tag-schemas.ts';
import { type MessageResponse, answerOrNull, read } from './api-client.ts';

const send = <T = MessageResponse>(
  method: 'PUT' | 'POST' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
  successStatus = 200,
) =>
  answerOrNull<T>(
    path,
    {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    successStatus,
  );

/** Sets the tags the caller reads on application `id` (the shared ones and their own); answers them as saved. */
export const setApplicationTags = (token: string, id: string, tags: Tag[]) =>
  send<TagsResponse>('PUT', `/api/organiser/submissions/${encodeURIComponent(id)}/tags`, token, {
    tags,
  });

/** Adds and removes tags on every application of `ids`, all or nothing. */
export const changeTags = (token: string, body: BulkTagsRequest) =>
  send('POST', '/api/organiser/submissions/tags', token, body);

export const getSavedViews = (token: string) => read<{ views: SavedView[] }>('/api/organiser/views', token);

/** Saves the list's filter under `name` (the same name again replaces it). */
export const saveView = (token: string, body: { name: string; query: SavedView['query'] }) =>
  send('POST', '/api/organiser/views', token, body, 201);

export const deleteView = (token: string, id: number) => send('DELETE', `/api/organiser/views/${id}`, token);
