import { LogOut } from 'lucide-react';
import { Button } from './ui/button';
import { useSignOut } from '../lib/auth-state';

/** 'Sair' in every member header: revokes the session on the server, then the guards send the page to /auth. */
export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button variant="ghost" onClick={() => signOut.mutate()} loading={signOut.isPending}>
      <LogOut className="size-4" aria-hidden />
      Sair
    </Button>
  );
}
