import { type Coordinates, coordinatesAsText, getLeadInformation } from '@openenroll/contract/lead';
import { callApi } from '../../../shared/api/call-api.ts';

type LeadRequest = { point: Coordinates; deviceId: string; agentId?: number; groupId?: number };

/** Sends the browser's location; the server answers the nearest zip code and records the lead. */
export const fetchLeadInformation = ({ point, deviceId, agentId, groupId }: LeadRequest) =>
  callApi(getLeadInformation, {
    store_information: coordinatesAsText.encode(point),
    device_id: deviceId,
    web_url: window.location.href,
    agent_id: agentId,
    group_id: groupId,
  });
