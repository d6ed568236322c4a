import IslandBoundary from '../components/react/IslandBoundary.tsx';
import TemplateEditor from '../features/workspace/settings/TemplateEditor.tsx';

/** Organiser workspace island: see TemplateEditor. */
export default function OrganiserTemplates() {
  return (
    <IslandBoundary>
      <TemplateEditor />
    </IslandBoundary>
  );
}
