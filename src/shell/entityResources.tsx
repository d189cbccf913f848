/**
 * Every schema-declared resource (the entities, the alert and escalation lists) as a react-admin <Resource>, spread
 * from buildResource, so useResourceDefinitions, resource titles and record representation know them. The pages keep
 * their spec routes (/glorifireEntities/home?entity=crp, /alert-escalation): the Resources get no list view, so they
 * add no routes of their own and none
 * bypasses the route guard. resources/ (schemas, DataGrid) loads as its own chunk after the first screen, as the
 * entity pages load it, so the main chunk stays light.
 */
import { useEffect, useState } from 'react';
import { Resource } from 'react-admin';
import type { EntityResource } from '../../resources/buildResource';

export type EntityResources = Readonly<Record<string, EntityResource>>;

export function entityResourceElements(resources: EntityResources) {
  return Object.values(resources).map((resource) => <Resource key={resource.name} {...resource} list={undefined} />);
}

/** The entity resources once their chunk has loaded; null before. */
export function useEntityResources(load: () => Promise<EntityResources> = loadEntityResources): EntityResources | null {
  const [resources, setResources] = useState<EntityResources | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setResources(loaded),
      // A failed chunk load leaves the Resources unregistered; the spec pages still load their own chunk (and say so).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return resources;
}

const loadEntityResources = () => import('../../resources').then((m) => m.schemaResources);
