/** The workspace's calls about finalist places: how many, the hours to confirm, and where each stands. Types only. */
import type { PlaceSettings, PlacesSummary } from '../shared/place-schemas.ts';
import { type MessageResponse, answerOrNull, read } from './api-client.ts';

export const getPlaces = (token: string) => read<PlacesSummary>('/api/organiser/places', token);

export const getPlaceSettings = (token: string) => read<PlaceSettings>('/api/organiser/settings/places', token);

export const savePlaceSettings = (token: string, body: PlaceSettings) =>
  answerOrNull<MessageResponse>('/api/organiser/settings/places', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
