// The baseline for `npm run bench`: the smallest Fastify server there is.
import Fastify from 'fastify'

const app = Fastify()
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' })
