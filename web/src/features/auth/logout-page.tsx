import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../../lib/session.ts';
import { logout } from './api/auth-api.ts';

/** Ends every session of the user on the server, forgets this one, and goes home (spec 000 section 2.8). */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const done = () => {
      session.clear();
      void navigate('/home', { replace: true });
    };
    void logout().then(done, done);
  }, [navigate]);
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}
