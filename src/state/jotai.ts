// The app's one door to Jotai (lint forbids importing it anywhere else in src/): one place to scope,
// debug or replace the state library, as excalidraw does with its app-jotai module.
export type { Atom, Getter, PrimitiveAtom, Setter, WritableAtom } from 'jotai';
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export { loadable, unwrap } from 'jotai/utils';
