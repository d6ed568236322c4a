import { getSite } from '../lib/site.ts';

/**
 * The web manifest the event pages link (components/chrome/OfflineEvent.astro): "Add to home screen" opens the
 * schedule, which the service worker keeps offline. Named and described from content/site.json.
 */
export async function GET(): Promise<Response> {
  const { eventName, tagline, description } = await getSite();
  const manifest = {
    name: `${eventName}: ${tagline}`,
    short_name: eventName,
    description,
    start_url: '/schedule',
    scope: '/',
    display: 'standalone',
    background_color: '#0f1535',
    theme_color: '#0f1535',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
}
