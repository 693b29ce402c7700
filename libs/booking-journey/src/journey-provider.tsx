// Gives the journey's hooks their app's configuration, and the app's store its draft storage. Kept small
// and free of the rules: the web renders it around the whole app, in the entry chunk.
import { draftStorageAtom } from '@sabai/state';
import { useHydrateAtoms } from 'jotai/utils';
import { createContext, useContext, type ReactNode } from 'react';
import type { JourneyConfig } from './journey-config';

const JourneyContext = createContext<JourneyConfig | null>(null);

export interface JourneyProviderProps {
  config: JourneyConfig;
  children: ReactNode;
}

/** Inside the jotai Provider: the store's draft is read from `config.storage` from the first render on. */
export function JourneyProvider({ config, children }: JourneyProviderProps) {
  useHydrateAtoms(new Map([[draftStorageAtom, config.storage]]));
  return <JourneyContext.Provider value={config}>{children}</JourneyContext.Provider>;
}

export function useJourneyConfig(): JourneyConfig {
  const config = useContext(JourneyContext);
  if (!config) throw new Error('The booking journey needs a JourneyProvider with the app’s configuration');
  return config;
}
