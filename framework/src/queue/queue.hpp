// queue: judging beyond one machine's command line, on Redis Streams.
//
// gavel submit puts submissions (the source inside the entry) on a stream; gavel worker processes, as many as
// wanted on as many machines, read it as one consumer group, grade each submission as gavel grade would, and
// record its result; gavel results reads them back. The stream protocol and its guarantees (at least once, a
// result recorded once) are in judging_queue.hpp; the connection, its URL and its replies in redis_connection.hpp.
//
//   redis_connection.hpp  RedisAddress, parse_redis_url, RedisConnection, RedisReply, RedisUnavailable
//   judging_queue.hpp     QueueNames, SubmissionEntry, ResultEntry, submit, ensure_group, take_new, reclaim,
//                         record_result, read_results, pending_count
#pragma once

#include "queue/judging_queue.hpp"
#include "queue/redis_connection.hpp"
