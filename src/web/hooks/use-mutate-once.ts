/**
 * A mutation's `mutate` that ignores a call while its last one is in flight. Two quick taps
 * can both land before React renders the button busy: the second call would reach the API
 * client's duplicate-submit guard (SPEC 5) and its refusal would hide the first call's
 * success, since TanStack Query runs the per-call callbacks of the latest call only.
 */
import { useRef } from 'react';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';

export function useMutateOnce<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => void {
  const inFlight = useRef(false);
  return (variables, options) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(variables, {
      ...options,
      onSettled: (...settled) => {
        inFlight.current = false;
        return options?.onSettled?.(...settled);
      },
    });
  };
}
