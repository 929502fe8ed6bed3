import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLOutputType,
} from 'graphql';
import { noStandingsReasons, scoreKinds, type StandingsAnswer } from '#shared/sports/standings.ts';
import { sports, type Sport } from '#shared/sports/sports.ts';
import type { SportsData, SportsQueryContext } from '#server/sports/sports-data.ts';

/**
 * The GraphQL-style contract of docs/product.md section 7: clubs, teams(clubId), games(teamId, clubId)
 * and game(gameId), plus standings(teamId, clubId), one schema per sport over the same types. Ids are `ID`, so clients may send
 * them as strings or numbers.
 */
export interface GatewayContext {
  sport: Sport;
  sportsData: SportsData;
  query: SportsQueryContext;
}

const nonNull = <T extends GraphQLOutputType & { name: string }>(type: T) =>
  new GraphQLNonNull(type);

const clubType = new GraphQLObjectType({
  name: 'Club',
  fields: { id: { type: nonNull(GraphQLID) }, name: { type: nonNull(GraphQLString) } },
});

const teamType = new GraphQLObjectType({
  name: 'Team',
  fields: {
    id: { type: nonNull(GraphQLID) },
    name: { type: nonNull(GraphQLString) },
    liga: {
      type: GraphQLString,
      description: 'League; federations without leagues per team give null.',
    },
  },
});

const gameType = new GraphQLObjectType({
  name: 'Game',
  fields: {
    id: { type: nonNull(GraphQLID) },
    teamHome: { type: nonNull(GraphQLString) },
    teamAway: { type: nonNull(GraphQLString) },
    date: { type: nonNull(GraphQLString), description: 'dd.mm.yyyy' },
    time: { type: nonNull(GraphQLString), description: 'HH:MM' },
    result: { type: GraphQLString, description: 'null until the game has a result' },
    resultDetail: {
      type: GraphQLString,
      description: 'periods, sets or half-time, e.g. "(1:0, 2:1, 0:1)"',
    },
    location: { type: GraphQLString },
    city: { type: GraphQLString },
    teamHomeLogo: {
      type: GraphQLString,
      description: 'absolute URL, or a path of this app such as /api/crests/...',
    },
    teamAwayLogo: { type: GraphQLString },
  },
});

const standingsRowType = new GraphQLObjectType({
  name: 'StandingsRow',
  fields: {
    rank: { type: nonNull(GraphQLInt) },
    teamId: { type: GraphQLID },
    teamName: { type: nonNull(GraphQLString) },
    teamLogo: { type: GraphQLString, description: 'the crest, where the federation gives one' },
    games: { type: nonNull(GraphQLInt) },
    wins: { type: nonNull(GraphQLInt) },
    draws: { type: nonNull(GraphQLInt) },
    losses: { type: nonNull(GraphQLInt) },
    overtimeWins: { type: GraphQLInt, description: 'null where the table has no overtime' },
    overtimeLosses: { type: GraphQLInt },
    scoreFor: { type: nonNull(GraphQLInt), description: 'goals, or sets for volleyball' },
    scoreAgainst: { type: nonNull(GraphQLInt) },
    points: { type: nonNull(GraphQLInt) },
    isTeam: { type: nonNull(GraphQLBoolean), description: 'the row of the team asked about' },
  },
});

const enumOf = (name: string, values: readonly string[]) =>
  new GraphQLEnumType({
    name,
    values: Object.fromEntries(values.map((value) => [value, { value }])),
  });

const standingsTableType = new GraphQLObjectType({
  name: 'StandingsTable',
  fields: {
    sport: { type: nonNull(GraphQLString) },
    teamId: { type: nonNull(GraphQLID) },
    groupName: { type: nonNull(GraphQLString) },
    scoreKind: { type: nonNull(enumOf('ScoreKind', scoreKinds)) },
    hasOvertime: { type: nonNull(GraphQLBoolean) },
    rows: {
      type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(standingsRowType))),
    },
  },
});

const standingsType = new GraphQLObjectType({
  name: 'Standings',
  description: 'A table, or null with the reason why the federation has none for the team.',
  fields: {
    table: { type: standingsTableType },
    reason: {
      type: enumOf('NoStandingsReason', noStandingsReasons),
      description: 'NO_TABLE: the federation has no table for this team (cups, friendlies)',
    },
  },
});

/** The arguments that name a team: its id, and its club, whose API key handball needs. */
const teamArgs = {
  teamId: { type: nonNull(GraphQLID) },
  clubId: {
    type: GraphQLID,
    description: "The team's club; handball needs it for the club's API key.",
  },
};
type TeamArgs = { teamId: string; clubId?: string | null };

const listOf = (type: GraphQLObjectType) =>
  new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type)));

function buildSchema(sport: Sport): GraphQLSchema {
  return new GraphQLSchema({
    query: new GraphQLObjectType<unknown, GatewayContext>({
      name: 'Query',
      description: `Sports data of ${sport}`,
      fields: {
        clubs: {
          type: listOf(clubType),
          resolve: (_root, _args, ctx) => ctx.sportsData.clubs(ctx.sport, ctx.query),
        },
        teams: {
          type: listOf(teamType),
          args: { clubId: { type: nonNull(GraphQLID) } },
          resolve: (_root, args: { clubId: string }, ctx) =>
            ctx.sportsData.teams(ctx.sport, args.clubId, ctx.query),
        },
        games: {
          type: listOf(gameType),
          args: teamArgs,
          resolve: (_root, args: TeamArgs, ctx) =>
            ctx.sportsData.games(ctx.sport, args.teamId, args.clubId ?? null, ctx.query),
        },
        game: {
          type: gameType,
          args: { gameId: { type: nonNull(GraphQLID) } },
          resolve: (_root, args: { gameId: string }, ctx) =>
            ctx.sportsData.game(ctx.sport, args.gameId, ctx.query),
        },
        standings: {
          type: nonNull(standingsType),
          args: teamArgs,
          resolve: async (_root, args: TeamArgs, ctx): Promise<StandingsAnswer> => {
            const table = await ctx.sportsData.standings(
              ctx.sport,
              args.teamId,
              args.clubId ?? null,
              ctx.query,
            );
            return table ? { table, reason: null } : { table: null, reason: 'NO_TABLE' };
          },
        },
      },
    }),
  });
}

export const gatewaySchemas: Record<Sport, GraphQLSchema> = Object.fromEntries(
  sports.map((sport) => [sport, buildSchema(sport)]),
) as Record<Sport, GraphQLSchema>;
