import { toast } from '../../components/toast';

/** Runs a control call; its refusal (a RangeError of the rates, a real-time clock) becomes a toast. */
export async function attempt(action: () => Promise<unknown>, done?: string): Promise<void> {
  try {
    await action();
    if (done) toast.success(done);
  } catch (error) {
    toast.error(error instanceof Error ? error.message : 'The sim refused that.');
  }
}
