import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { batch, getSnap, listTemplates, render } from './operations';

const OPERATIONS = { render, batch, listTemplates, getSnap };

/** Snapforge's REST API as one n8n node: render a snap, start a batch, list templates, read a snap. */
export class Snapforge implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'Snapforge',
    name: 'snapforge',
    icon: 'file:../../icons/snapforge.svg',
    group: ['output'],
    version: 1,
    subtitle: '={{$parameter["operation"]}}',
    description: 'Render images and PDFs from Snapforge templates',
    defaults: { name: 'Snapforge' },
    inputs: ['main'],
    outputs: ['main'],
    usableAsTool: true,
    credentials: [{ name: 'snapforgeApi', required: true }],
    properties: [
      {
        displayName: 'Operation',
        name: 'operation',
        type: 'options',
        noDataExpression: true,
        default: 'render',
        options: [
          { name: 'Render', value: 'render', action: 'Render a snap', description: 'Render a template (1 credit)' },
          { name: 'Batch', value: 'batch', action: 'Render a batch', description: 'Render up to 100 snaps' },
          { name: 'List Templates', value: 'listTemplates', action: 'List templates' },
          { name: 'Get Snap', value: 'getSnap', action: 'Get a snap' },
        ],
      },
      {
        displayName: 'Template ID',
        name: 'templateId',
        type: 'string',
        default: '',
        required: true,
        description: "The template's UUID",
        displayOptions: { show: { operation: ['render', 'batch'] } },
      },
      {
        displayName: 'Variants',
        name: 'variants',
        type: 'json',
        default: '[]',
        description: 'What to change, per layer: [{"layer": "title", "text": "Hello"}]',
        displayOptions: { show: { operation: ['render'] } },
      },
      {
        displayName: 'Format',
        name: 'format',
        type: 'options',
        default: 'png',
        options: [
          { name: 'PNG', value: 'png' },
          { name: 'JPEG', value: 'jpeg' },
          { name: 'WebP', value: 'webp' },
        ],
        displayOptions: { show: { operation: ['render'] } },
      },
      {
        displayName: 'Download',
        name: 'download',
        type: 'boolean',
        default: false,
        description: "Whether to add the rendered file to the item as binary data (property 'data')",
        displayOptions: { show: { operation: ['render'] } },
      },
      {
        displayName: 'Items',
        name: 'items',
        type: 'json',
        default: '[]',
        description: 'Up to 100 snaps: [{"identifier": "ada", "variants": [{"layer": "title", "text": "Ada"}]}]',
        displayOptions: { show: { operation: ['batch'] } },
      },
      {
        displayName: 'Wait for Completion',
        name: 'waitForCompletion',
        type: 'boolean',
        default: true,
        description: 'Whether to poll the batch until it has completed, failed or been canceled, and output its items',
        displayOptions: { show: { operation: ['batch'] } },
      },
      {
        displayName: 'Poll Every (Seconds)',
        name: 'pollSeconds',
        type: 'number',
        default: 1,
        typeOptions: { minValue: 0.1 },
        displayOptions: { show: { operation: ['batch'], waitForCompletion: [true] } },
      },
      {
        displayName: 'Cursor',
        name: 'cursor',
        type: 'string',
        default: '',
        description: 'A cursor from a previous page (meta.next_cursor); empty for the first page',
        displayOptions: { show: { operation: ['listTemplates'] } },
      },
      {
        displayName: 'Snap ID',
        name: 'snapId',
        type: 'string',
        default: '',
        required: true,
        displayOptions: { show: { operation: ['getSnap'] } },
      },
    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const out: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      const operation = this.getNodeParameter('operation', i) as keyof typeof OPERATIONS;
      try {
        for (const item of await OPERATIONS[operation](this, i)) out.push({ ...item, pairedItem: { item: i } });
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        const { message, status, errors } = error as Error & IDataObject;
        out.push({ json: { error: message, status, errors } as IDataObject, pairedItem: { item: i } });
      }
    }
    return [out];
  }
}
