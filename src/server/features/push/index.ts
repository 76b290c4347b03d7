// The push feature's public face (docs/architecture.md §2): boot.ts builds the delivery, app.ts mounts the routes.

export { forgetDeviceAtSignOut, pushRoutes } from "./push.routes";
export { createPushDelivery, type PushDelivery } from "./push-delivery";
