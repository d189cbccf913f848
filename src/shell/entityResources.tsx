/**
 * Every schema-declared resource (the entities, the alert, escalation, PTM and exam-history lists) as a <Resource>, spread
 * from buildResource, so useResourceDefinitions, resource titles and record representation know them. The pages keep
 * their spec routes (/glorifireEntities/home?entity=crp, /alert-escalation): the Resources get no list view, so they
 * add no routes of their own and none
 * bypasses the route guard. resources/ (schemas, the list grid) loads as its own chunk once a signed-in screen has
 * rendered (ShellLayout calls wantEntityResources), as the entity pages load it: the login page never loads it.
 */
import { useEffect, useState } from 'react';
import { Resource } from 'react-admin';
import type { EntityResource } from '../../resources/buildResource';

export type EntityResources = Readonly<Record<string, EntityResource>>;

export function entityResourceElements(resources: EntityResources) {
  return Object.values(resources).map((resource) => <Resource key={resource.name} {...resource} list={undefined} />);
}

/** When the Resources are wanted: `subscribe` is told when `wanted()` may have changed. */
export interface ResourcesGate { subscribe(onChange: () => void): () => void; wanted(): boolean }

let signedInScreen = false;
const gateListeners = new Set<() => void>();

/** Called by the signed-in layout: from now on the Resources load (once). */
export function wantEntityResources(): void {
  if (signedInScreen) return;
  signedInScreen = true;
  for (const listener of gateListeners) listener();
}

/** Opens with the first signed-in screen. */
export const signedInGate: ResourcesGate = {
  subscribe: (onChange) => {
    gateListeners.add(onChange);
    return () => gateListeners.delete(onChange);
  },
  wanted: () => signedInScreen,
};

/**
 * The entity resources once the gate opened and their chunk has loaded; null before. The gate is watched from an
 * effect, not read in render: its opening (the first signed-in screen) must not re-render the whole <Admin> once more,
 * only the Resources' arrival does.
 */
export function useEntityResources(load: () => Promise<EntityResources> = loadEntityResources, gate: ResourcesGate = signedInGate): EntityResources | null {
  const [resources, setResources] = useState<EntityResources | null>(null);
  useEffect(() => {
    let live = true;
    let started = false;
    const start = () => {
      if (started || !gate.wanted()) return;
      started = true;
      load().then(
        (loaded) => whenIdle(() => live && setResources(loaded)),
        // A failed chunk load leaves the Resources unregistered; the spec pages still load their own chunk (and say so).
        () => undefined,
      );
    };
    const unsubscribe = gate.subscribe(start);
    start();
    return () => {
      live = false;
      unsubscribe();
    };
  }, [load, gate]);
  return resources;
}

/**
 * `then` once the browser is idle (a second at most). Registering the Resources renders the whole <Admin> again and
 * then the layout twice more (each registration a context change every route link reads): some 150 ms that, on a cold
 * load of a list, fell between its answer arriving and its rows on screen (issue 28 item 1). No page waits for them.
 */
function whenIdle(then: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(then, { timeout: 1000 });
  else setTimeout(then, 50);
}

const loadEntityResources = () => import('../../resources').then((m) => m.schemaResources);
