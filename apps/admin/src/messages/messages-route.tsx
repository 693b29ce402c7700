// /admin/messages, the brand's messages that did not go, in its own chunk (docs/architecture.md, Code splitting).
export { MessagesPage } from './messages-page';
