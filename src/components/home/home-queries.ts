/** Content lookups several home sections share. */
import { getSorted } from '../../lib/content/queries.ts';
import type { EventInfo, HomeTicket } from '../../lib/content/types.ts';

/** The home pages' ticket plans (Day Pass, Full Pass, Group Pass), in order. */
export async function getHomeTickets(): Promise<HomeTicket[]> {
  return (await getSorted('tickets')).filter((ticket): ticket is HomeTicket => ticket.kind === 'home');
}

/** One event info tab by its panel id: 'info-time', 'info-venue' or 'info-how-to'. */
export async function getEventInfo(tabId: string): Promise<EventInfo | undefined> {
  return (await getSorted('eventInfo')).find((tab) => tab.tabId === tabId);
}
