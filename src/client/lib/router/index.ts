// The app's router: what it uses of React Router's API, under the same names.
export { Link } from './Link';
export { navigate, useLocation, useNavigate, type Location, type NavigateOptions } from './location';
export { Navigate, Outlet, Route, Routes } from './Routes';
