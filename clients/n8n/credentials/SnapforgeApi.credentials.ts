import type { IAuthenticateGeneric, ICredentialTestRequest, ICredentialType, INodeProperties } from 'n8n-workflow';

/** A Snapforge server and an API key; the trigger also needs the account's webhook signing secret. */
export class SnapforgeApi implements ICredentialType {
  name = 'snapforgeApi';
  displayName = 'Snapforge API';
  documentationUrl = 'https://github.com/snapforge/snapforge/blob/main/docs/integrations.md#n8n';
  icon = 'file:../icons/snapforge.svg' as const;
  properties: INodeProperties[] = [
    {
      displayName: 'URL',
      name: 'url',
      type: 'string',
      default: 'http://localhost:3000',
      placeholder: 'https://snapforge.example.com',
      description: 'The address of your Snapforge server',
      required: true,
    },
    {
      displayName: 'API Token',
      name: 'token',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'An API key: snapforge token create --email you@example.com --name n8n',
      required: true,
    },
    {
      displayName: 'Webhook Signing Secret',
      name: 'webhookSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      placeholder: 'whsec_...',
      description:
        "Only for the Snapforge Trigger: the account's Standard Webhooks secret (Studio → Settings → Webhooks, or GraphQL webhookSecret)",
    },
  ];

  // Every request of the Snapforge node carries the key as a bearer token.
  authenticate: IAuthenticateGeneric = {
    type: 'generic',
    properties: { headers: { Authorization: '=Bearer {{$credentials.token}}' } },
  };

  // n8n's "Test" button: GET /api/v1/auth answers 200 for a valid key.
  test: ICredentialTestRequest = {
    request: { baseURL: '={{$credentials.url}}', url: '/api/v1/auth' },
  };
}
