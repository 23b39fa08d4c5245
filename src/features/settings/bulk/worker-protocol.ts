import type { RegistrationRefs, RegistrationWrite } from './registration-rows';
import type { VersionRefs, VersionWrite } from './version-rows';

/** The sheets the settings worker reads: what each one's dry run is given (refs) and what its rows write. */
// A type, not an interface: only a type alias satisfies the kit's KindMap (an index signature).
export type BulkKinds = {
  version: { refs: VersionRefs; write: VersionWrite };
  registration: { refs: RegistrationRefs; write: RegistrationWrite };
};
export type BulkKind = keyof BulkKinds;
