/** The account's balance for the popup: read when the popup opens and again after each spend. */
import { useEffect, useState } from 'preact/hooks';
import type { CreditBalance } from '../../core/api/schemas';
import { sendToBackground } from '../../messaging/send';

const readers = new Set<() => void>();

/** Called by a panel after a request that may have spent credits. */
export function creditsSpent(): void {
  for (const read of readers) read();
}

export function useCredits(hasKey: boolean): CreditBalance | null {
  const [balance, setBalance] = useState<CreditBalance | null>(null);
  useEffect(() => {
    if (!hasKey) return;
    let alive = true;
    const read = () =>
      void sendToBackground({ type: 'credits' }).then((r) => {
        if (alive && r.ok) setBalance(r.value);
      });
    read();
    readers.add(read);
    return () => {
      alive = false;
      readers.delete(read);
    };
  }, [hasKey]);
  return balance;
}
