import IslandBoundary from '../components/react/IslandBoundary.tsx';
import SignIn from '../features/portal/sign-in/SignIn.tsx';

/** The /login island: two-step sign-in by mobile number and one-time code. */
export default function SignInForm() {
  return (
    <IslandBoundary>
      <SignIn />
    </IslandBoundary>
  );
}
