// MSW in node: unit tests call server.listen() / resetHandlers() / close().
import { setupServer } from 'msw/node';
import { handlers } from './handlers/index';

export const server = setupServer(...handlers);
