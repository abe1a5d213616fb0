// Entry the CMS (Next.js `@payload-config`) and the Payload CLI load; everything else calls createPayloadConfig().
import { createPayloadConfig } from './config'

export default createPayloadConfig()
