import type { NotificationView } from "./loyalty.server";

/** One loyalty notification's content (spec §3): its image, message and the credit, formatted. */
export function NotificationBody({ notification, withTitle }: { notification: NotificationView; withTitle?: boolean }) {
  return (
    <div className="loyalty-notification" data-trigger={notification.trigger}>
      {notification.image ? <img className="loyalty-notification__image" src={notification.image} alt="" width={96} height={96} /> : null}
      {withTitle ? <h3 className="loyalty-notification__title">{notification.title}</h3> : null}
      {notification.message ? <p className="loyalty-notification__message">{notification.message}</p> : null}
      {notification.amount ? <p className="loyalty-amount">{notification.amount}</p> : null}
    </div>
  );
}
