import IslandBoundary from '../components/react/IslandBoundary.tsx';
import ProfileEditor from '../features/portal/profile/ProfileEditor.tsx';

interface Props {
  /** 'complete' on /complete-profile (summary required, success panel); 'update' on /profile (loaded on entry). */
  mode: 'complete' | 'update';
}

/** The profile form island of /complete-profile and /profile. */
export default function ProfileForm({ mode }: Props) {
  return (
    <IslandBoundary>
      <ProfileEditor mode={mode} />
    </IslandBoundary>
  );
}
