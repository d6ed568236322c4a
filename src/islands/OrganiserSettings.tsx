import IslandBoundary from '../components/react/IslandBoundary.tsx';
import FeedbackReasonsForm from '../features/workspace/settings/FeedbackReasonsForm.tsx';
import MinorsSettingsForm from '../features/workspace/settings/MinorsSettingsForm.tsx';
import PlaceSettingsForm from '../features/workspace/settings/PlaceSettingsForm.tsx';
import ReviewRoundsPanel from '../features/workspace/settings/ReviewRoundsPanel.tsx';
import StaffPanel from '../features/workspace/settings/StaffPanel.tsx';
import RetentionSettingsForm from '../features/workspace/settings/RetentionSettingsForm.tsx';
import WindowSettings from '../features/workspace/settings/WindowSettings.tsx';

/**
 * Organiser workspace island: see WindowSettings, PlaceSettingsForm, RetentionSettingsForm, MinorsSettingsForm,
 * ReviewRoundsPanel, StaffPanel and FeedbackReasonsForm.
 */
export default function OrganiserSettings() {
  return (
    <IslandBoundary>
      <WindowSettings />
      <PlaceSettingsForm />
      <RetentionSettingsForm />
      <MinorsSettingsForm />
      <ReviewRoundsPanel />
      <StaffPanel />
      <FeedbackReasonsForm />
    </IslandBoundary>
  );
}
