// The live layer reaches the your-turn layer through this one-line chunk: the list of files the layer needs
// (its preload list) then travels here, fetched only by a device that holds a ticket, instead of weighing on
// the live layer that every page downloads.
export const loadYourTurnLayer = () => import('./your-turn-layer');
