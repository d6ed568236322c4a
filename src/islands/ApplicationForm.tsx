import IslandBoundary from '../components/react/IslandBoundary.tsx';
import ApplicationEditor from '../features/portal/application/ApplicationEditor.tsx';

/** The /application island: the startup application built from the API's form definition. */
export default function ApplicationForm() {
  return (
    <IslandBoundary>
      <ApplicationEditor />
    </IslandBoundary>
  );
}
