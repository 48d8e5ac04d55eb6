import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CenteredMessage } from '../../ui/CenteredMessage';

/** Spec 2.4, /success: after an upgrade, reload what the server knows of the account, then home. */
export function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    void queryClient.invalidateQueries().finally(() => navigate('/', { replace: true }));
  }, [queryClient, navigate]);
  return <CenteredMessage title="Payment successful! Updating your profile..." busy />;
}
