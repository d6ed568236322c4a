import type { ReactNode } from 'react';
import IslandBoundary from '../components/react/IslandBoundary.tsx';
import type { NoticeLabels } from '../features/portal/profile/NoticeSection.tsx';
import ProfileEditor from '../features/portal/profile/ProfileEditor.tsx';

interface Props {
  /** 'complete' on /complete-profile (summary required, success panel); 'update' on /profile (loaded on entry). */
  mode: 'complete' | 'update';
  /** The privacy notice's version (content/privacy.json): asked for until the applicant has accepted it. */
  noticeVersion: string;
  /** The notice's box, in English and Hindi. */
  noticeLabels: NoticeLabels;
  /** The itemised notice, static HTML from the page. */
  children: ReactNode;
}

/** The profile form island of /complete-profile and /profile. */
export default function ProfileForm({ mode, noticeVersion, noticeLabels, children }: Props) {
  return (
    <IslandBoundary>
      <ProfileEditor mode={mode} noticeVersion={noticeVersion} noticeLabels={noticeLabels}>
        {children}
      </ProfileEditor>
    </IslandBoundary>
  );
}
