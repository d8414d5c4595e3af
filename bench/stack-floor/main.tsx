// The portal's shell libraries and nothing else: the floor of every route.
import { mountFloor } from './shell';

mountFloor(null);
