import type {
  IDataObject,
  INodeType,
  INodeTypeDescription,
  IWebhookFunctions,
  IWebhookResponseData,
} from 'n8n-workflow';
import { verifySignature } from './verify-signature';

/**
 * Starts a workflow on each webhook Snapforge posts (an async snap or a batch ending): give this node's URL as
 * `webhook_url`. Only deliveries signed with the account's secret start it; anything else is answered 401.
 */
export class SnapforgeTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Snapforge Trigger',
    name: 'snapforgeTrigger',
    icon: 'file:../../icons/snapforge.svg',
    group: ['trigger'],
    version: 1,
    description: "Starts the workflow when Snapforge posts a signed webhook (a snap's or a batch's end)",
    defaults: { name: 'Snapforge Trigger' },
    inputs: [],
    outputs: ['main'],
    credentials: [{ name: 'snapforgeApi', required: true }],
    webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'snapforge' }],
    properties: [
      {
        displayName: 'Events',
        name: 'events',
        type: 'multiOptions',
        default: [],
        description: 'The events that start the workflow; none selected: every event',
        options: [
          { name: 'Snap Completed', value: 'snap.completed' },
          { name: 'Snap Failed', value: 'snap.failed' },
          { name: 'Import Completed', value: 'snap-import.completed' },
          { name: 'Import Failed', value: 'snap-import.failed' },
          { name: 'Import Canceled', value: 'snap-import.canceled' },
        ],
      },
    ],
  };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const request = this.getRequestObject();
    const { webhookSecret } = await this.getCredentials<{ webhookSecret?: string }>('snapforgeApi');
    const response = this.getResponseObject();
    if (!webhookSecret) {
      response.status(500).json({ message: 'The Snapforge credential has no webhook signing secret.' });
      return { noWebhookResponse: true };
    }
    if (!verifySignature(webhookSecret, request.headers, request.rawBody)) {
      response.status(401).json({ message: 'The webhook signature does not verify.' });
      return { noWebhookResponse: true };
    }
    const payload = JSON.parse(request.rawBody.toString('utf8')) as IDataObject;
    const events = this.getNodeParameter('events', []) as string[];
    if (events.length > 0 && !events.includes(payload.event as string)) return { webhookResponse: 'ignored' };
    return {
      workflowData: [[{ json: { ...payload, webhook_id: request.headers['webhook-id'] as string } }]],
    };
  }
}
