const unserved = (name: string): never => {
  throw new Error(
    `Route dependency "${name}" was used, but these routes are registered only to describe them.`,
  );
};

function unservedValue(name: string): unknown {
  return new Proxy(function unservedDependency() {}, {
    apply: () => unserved(name),
    construct: () => unserved(name),
    get: (_target, property) => unserved(`${name}.${String(property)}`),
    set: () => unserved(name),
  });
}

/**
 * The dependencies handed to a service's routes when they are registered only to build its OpenAPI
 * document: no database or Redis connection is opened, and no request is ever served. Registration
 * may pass the dependencies around; using one (a call, a property read) throws.
 */
export function unservedDependencies<Dependencies extends object>(): Dependencies {
  return new Proxy({} as Dependencies, {
    // Not a thenable: `await`ing the object or returning it from an async function stays harmless.
    get: (_target, property) =>
      typeof property === 'string' && property !== 'then' ? unservedValue(property) : undefined,
  });
}
